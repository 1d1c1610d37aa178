"""The fault suite's helpers on the path (pytest's importlib mode does not put this folder there)."""
import sys
from pathlib import Path

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)
