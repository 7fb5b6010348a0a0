raise ImportError

