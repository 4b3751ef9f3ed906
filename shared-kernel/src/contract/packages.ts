// Contract of the packages area: TypeBox schemas shared by the server and the screens.
export {};
