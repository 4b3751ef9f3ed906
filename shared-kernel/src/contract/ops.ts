// Contract of the ops area: TypeBox schemas shared by the server and the screens.
export {};
