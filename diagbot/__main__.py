from diagbot.cli import main

raise SystemExit(main())
