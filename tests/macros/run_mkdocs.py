"""Run mkdocs with the fixture lessons registered beside the real ones (for the build tests)."""
import sys


def register() -> None:
    import engine.lessons as lessons
    import fixture_lessons

    sys.modules["fixture_broken"] = fixture_lessons.Broken  # a class stands in for a module
    lessons.LESSONS.update({"l98": "fixture_lessons", "l99": "fixture_broken"})


def main() -> int:
    import macros.reports

    try:
        register()
    except Exception:  # the engine does not import: the plugin says why in each page
        pass
    reimport = macros.reports.reimport_engine

    def reimport_and_register() -> None:  # under serve, an edit of the engine re-imports it
        reimport()
        try:
            register()
        except Exception:  # the engine does not import: the plugin shows why in the pages
            pass

    macros.reports.reimport_engine = reimport_and_register
    from mkdocs.__main__ import cli

    return cli()


if __name__ == "__main__":
    sys.exit(main())
