require('@testing-library/jest-dom');
// findBy*/waitFor wait up to 3 s (default 1 s): typing and rendering are slower on a loaded CI machine, and a
// clean-clone run once timed out at 1 s on a check that passes in a tenth of that on a quiet one.
require('@testing-library/react').configure({ asyncUtilTimeout: 3000 });
