"""The engine thread: everything that holds a State or runs a bot lives here.

`EngineWorker` (engine_worker.py) owns one game and the parts it is made of; `WorkerHost`
(host.py) is its GUI-thread side; `ReplayWorker` (replay.py) steps through saved games in
the same thread. Only queued signals carrying plain data cross to the GUI thread.
"""
