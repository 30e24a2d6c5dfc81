import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Files share their worker's modules (`isolate: false` in vitest.config.mts): Testing Library's own
// automatic cleanup registers once per module load, so it is registered here, for every file.
afterEach(() => {
  cleanup();
});
