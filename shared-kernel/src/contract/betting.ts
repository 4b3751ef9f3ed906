// Contract of the betting area: TypeBox schemas shared by the server and the screens.
export {};
