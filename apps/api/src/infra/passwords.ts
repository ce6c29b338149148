import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended memory and time cost for interactive logins.
const options = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, options);
}

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}
