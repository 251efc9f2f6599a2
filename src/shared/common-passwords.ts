// The most common leaked passwords of 8+ characters (from public breach-frequency lists).
// ASVS 5.0 §6.2: refuse them at registration and reset. Kept short on purpose: this ships to the browser too.
const COMMON_PASSWORDS = new Set([
  "12345678", "123456789", "1234567890", "password", "password1", "password12", "password123",
  "qwertyuiop", "qwerty123", "qwerty12", "1q2w3e4r", "1q2w3e4r5t", "11111111", "00000000",
  "iloveyou", "iloveyou1", "abc12345", "abcd1234", "sunshine", "princess", "football",
  "football1", "baseball", "baseball1", "superman", "trustno1", "whatever", "starwars",
  "computer", "michelle", "jennifer", "letmein1", "welcome1", "welcome123", "passw0rd",
  "p@ssw0rd", "p@ssword", "admin123", "administrator", "changeme", "qwertyui", "asdfghjk",
  "asdfasdf", "zaq12wsx", "1qaz2wsx", "q1w2e3r4", "87654321", "11223344", "12341234",
  "12344321", "123123123", "123321123", "987654321", "55555555", "66666666", "88888888",
  "99999999", "12121212", "aaaaaaaa", "mustang1", "liverpool", "chelsea1", "blink182",
  "charlie1", "shadow12", "jordan23", "michael1", "basketball", "soccer12", "hockey12",
  "monkey12", "dragon12", "master12", "internet", "samsung1", "jesus123", "jesuschrist",
  "blessed1", "godisgood", "lovegod1", "christian", "faithful", "strongbond", "strongbond1",
  "letmeinnow", "secret123", "loveyou1", "freedom1", "spiderman", "batman123", "pokemon1",
  "minecraft", "fortnite", "roblox123", "123qweasd", "qweasdzxc", "1234qwer", "qwer1234",
  "password!", "password1!", "iloveyou!", "summer2024", "summer2025", "summer2026",
  "winter2025", "spring2026", "autumn2026", "welcome2026", "password2026", "password2025",
]);

/** True when the password is one of the well-known common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
