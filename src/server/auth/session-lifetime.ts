// How long a session may live at most, however recently it was used: the viewer's loader ends it past this
// (Better Auth's rolling expiry, in the identity module, only moves it forward while it is used).
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
