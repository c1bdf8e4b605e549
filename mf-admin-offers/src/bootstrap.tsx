import { renderStandalone } from 'shared';
import 'shared/styles.css';
import { routes, screens } from './routes';

// Runs this remote alone for its team's development (the shell is not needed).
renderStandalone({ routes, screens });
