export type FieldErrors<F extends string> = Partial<Record<F, string>>
