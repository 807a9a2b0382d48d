"""The app's side of network tables (issue 27, phase 2): hosting from the new-game dialog,
the lobby, joining from the home screen, a guest's table fed by network Turns, quick chat.
The protocol, the server and the client are netplay/'s (docs/network.md)."""
