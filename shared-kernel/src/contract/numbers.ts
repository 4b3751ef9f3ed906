// Contract of the numbers area: TypeBox schemas shared by the server and the screens.
export {};
