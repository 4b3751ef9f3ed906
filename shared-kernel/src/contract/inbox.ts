// Contract of the inbox area: TypeBox schemas shared by the server and the screens.
export {};
