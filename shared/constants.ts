/** The product's rules and timings, named once; what an owner changes is in the content (#content). */

export const ORDER_DESCRIPTION_MIN_LENGTH = 20
export const PROJECT_NAME_MIN_LENGTH = 3
export const TESTIMONIAL_MIN_LENGTH = 50
export const PHONE_DIGITS_MIN = 9
export const PHONE_DIGITS_MAX = 13

export const TOAST_DURATION_MS = 5_000
export const SIMULATED_SUBMIT_DELAY_MS = 1_500
export const CHAT_REDIRECT_DELAY_MS = 1_500

export const HEADER_SHRINK_THRESHOLD_PX = 50
export const ACTIVE_SECTION_OFFSET_PX = 150
export const SCROLL_OFFSET_SHRUNK_PX = 64
export const SCROLL_OFFSET_FULL_PX = 96

export const COUNTER_DURATION_MS = 2_000
export const COUNTER_TICK_MS = 16
export const COUNTER_STAGGER_DELAYS_MS = [300, 450, 600] as const

export const RATING_STARS = 5
