"""A build's process leaves without the garbage collector's last pass over everything still alive."""
import subprocess
import sys
from pathlib import Path

from macros import plugin, process_exit

ROOT = Path(__file__).resolve().parents[2]


def test_every_object_is_frozen_by_the_time_the_process_exits():
    "Assert that the process exits with the collector frozen once it has asked for it, twice or once, and not before."
    code = ("import atexit, gc\n"
            "atexit.register(lambda: print(gc.get_freeze_count() > 0))\n"  # registered first, so it runs last
            "from macros import process_exit\n"
            "process_exit.skip_last_collection()\n"
            "process_exit.skip_last_collection()\n"
            "print(gc.get_freeze_count())\n")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert run.stdout.split() == ["0", "True"]


def test_the_plugin_asks_for_it_as_mkdocs_starts(monkeypatch):
    "Assert that the plugin's on_startup, for a build as for serve, asks to skip the collector's last pass."
    asked = []
    monkeypatch.setattr(process_exit, "skip_last_collection", lambda: asked.append(True))
    monkeypatch.setattr(plugin, "Prefetch", lambda reports: None)  # no engine workers for this
    for command in ("build", "serve"):
        lessons = plugin.LessonsPlugin()
        lessons.load_config({})
        lessons.on_startup(command=command, dirty=False)
    assert asked == [True, True]
