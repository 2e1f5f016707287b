import type { ChildProcess } from 'node:child_process';

export const NGINX_NODE_CONF: string;

export interface NginxNodeOptions {
  httpsPort: number;
  httpPort: number;
  /** The instance in place of 127.0.0.1:8081. */
  nodePort: number;
  /** The one in place of 127.0.0.1:8082 (default: `nodePort` again). */
  secondNodePort?: number;
  certificate: string;
  key: string;
  /** Where proxy_cache_path points (default: `cache` in the prefix). */
  cacheDir?: string;
}

/** Checks and starts nginx with deploy/nginx-node.conf in front of the instances. */
export function startNginx(prefix: string, options: NginxNodeOptions): ChildProcess;
