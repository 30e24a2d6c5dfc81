/** The part of s3rver 3's API the tests use (a fake S3 server in Node; the package ships no types). */
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  /** Options of a server. */
  interface S3rverOptions {
    address?: string;
    /** 0 picks a free port. */
    port?: number;
    silent?: boolean;
    /** Where buckets and objects are kept. */
    directory?: string;
    resetOnClose?: boolean;
    /** Buckets created at start (configs: XML bucket configurations). */
    configureBuckets?: { name: string; configs?: string[] }[];
  }

  /** The server (a Koa application). */
  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    httpServer?: Server;
  }
}
