/** Addresses and codes never carry spaces: what the form checks and sends is trimmed. */
export const trimmed = { setValueAs: (value: string) => value.trim() };
