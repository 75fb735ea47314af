// Request and response schemas of issue 17: danyscore.
export {};
