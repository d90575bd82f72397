export declare const ALLOWED_SAME_AS_ENGLISH: string[];
