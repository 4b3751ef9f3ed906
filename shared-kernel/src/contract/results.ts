// Contract of the results area: TypeBox schemas shared by the server and the screens.
export {};
