"""Run mkdocs with the fixture lessons registered beside the real ones (for the build tests)."""
import sys


def main() -> int:
    import engine.lessons as lessons
    import fixture_lessons

    sys.modules["fixture_broken"] = fixture_lessons.Broken  # a class stands in for a module
    lessons.LESSONS.update({"l98": "fixture_lessons", "l99": "fixture_broken"})
    from mkdocs.__main__ import cli

    return cli()


if __name__ == "__main__":
    sys.exit(main())
