// Contract of the draws area: TypeBox schemas shared by the server and the screens.
export {};
