/** Writes cert.pem and key.pem for localhost and 127.0.0.1 into `dir`; returns their paths. */
export function makeSelfSignedCertificate(dir: string): { certificate: string; key: string };
