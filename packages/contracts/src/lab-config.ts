// Request and response schemas of the analyst's workbench (issue 16): lab-config.
export {};
