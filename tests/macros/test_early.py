"""Under serve, a saved file starts the incremental rebuild at once, before mkdocs' watcher polls."""
import threading
import time

from macros.incremental import Early


class Rebuilds:
    """A stand-in for the plugin's incremental rebuilds: counts the early ones asked for."""

    def __init__(self):
        self.asked = threading.Event()
        self.times: list[float] = []

    def rebuild(self, early=False):
        self.times.append(time.monotonic())
        self.asked.set()


def test_a_saved_file_starts_a_rebuild_at_once_and_an_editors_hidden_file_does_not(tmp_path):
    "Assert a save in a watched folder asks for one rebuild within a moment, and a hidden file (an editor's swap) for none."
    (tmp_path / "docs").mkdir()
    rebuilds = Rebuilds()
    early = Early(rebuilds, [tmp_path / "docs"])
    try:
        (tmp_path / "docs" / ".page.md.swp").write_text("x")
        assert not rebuilds.asked.wait(0.3)
        saved = time.monotonic()
        (tmp_path / "docs" / "page.md").write_text("a page")
        assert rebuilds.asked.wait(5)
        assert rebuilds.times[0] - saved < 0.5  # mkdocs' own watcher polls every 0.5 s, then waits 0.1 s
        time.sleep(Early.QUIET * 4)
        assert len(rebuilds.times) == 1  # the steps of one save (create, write, close) are one rebuild
    finally:
        early.stop()


def test_without_file_events_serve_keeps_mkdocs_watcher_alone(tmp_path, monkeypatch, caplog):
    "Assert that where file events cannot be had (inotify's watches used up), the server still gets the incremental builder."
    from types import SimpleNamespace

    from mkdocs.livereload import LiveReloadServer

    from macros import incremental

    def no_events(*args):
        raise OSError("inotify watch limit reached")

    monkeypatch.setattr(incremental, "Early", no_events)
    server = LiveReloadServer(builder=lambda: None, host="127.0.0.1", port=0, root=str(tmp_path))
    rebuilds = incremental.Incremental(plugin=None)
    rebuilds.config = SimpleNamespace(docs_dir=str(tmp_path), watch=[], config_file_path=None,
                                      theme=SimpleNamespace(custom_dir=None))
    try:
        with caplog.at_level("INFO"):
            assert rebuilds.serve(server, lambda: None) is server
    finally:
        server.server_close()
    assert server.builder == rebuilds.rebuild and rebuilds.early is None
    assert "inotify watch limit reached" in caplog.text
