/// <reference types="next" />
/// <reference types="next/image-types/global" />
// Committed twin of the generated next-env.d.ts, so `tsc` passes on a fresh checkout before any build.
