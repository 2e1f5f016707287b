// The main nginx.conf around a server block, for nginx run by the tests from a temporary
// prefix folder: pid, temp files and logs stay inside it, and the system's nginx service,
// its configuration and its logs are never touched.

/** nginx.conf for `prefix`, wrapping `serverBlocks`; `writtenBy` names the script in it. */
export function nginxMainConfig(prefix, serverBlocks, writtenBy) {
  const runsAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return `# Written by ${writtenBy}.
pid ${prefix}/nginx.pid;
${runsAsRoot ? '# The checkout may sit in a folder only its owner can enter (a private temp clone).\nuser root;\n' : ''}error_log stderr;
worker_processes 1;

events {}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;

${serverBlocks}
}
`;
}
