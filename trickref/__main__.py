"""``python -m trickref``: the ``trickref`` command."""

import sys

from trickref.cli import main

sys.exit(main())
