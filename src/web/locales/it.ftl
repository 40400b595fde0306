# Stub: every message falls back to en until this catalogue is written.
