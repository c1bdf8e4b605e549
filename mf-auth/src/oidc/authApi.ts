import { api } from 'shared';

/** What GET /api/v1/oauth/authorizationAdmin answers for an administrator. */
export interface AuthorizationAdmin {
  nombre: string;
  sub: string;
  admin: boolean;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    authAuthorizationAdmin: build.query<AuthorizationAdmin, void>({
      query: () => '/oauth/authorizationAdmin',
      keepUnusedDataFor: 0,
    }),
  }),
});
