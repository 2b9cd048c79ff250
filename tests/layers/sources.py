"""The C++ sources below a folder of the tree, for the layer checks."""
import os


def sources(root, folder):
    """Yields (path relative to root, file name, [(line number, line)]) for
    each .h and .cpp file below root/folder."""
    for dirpath, _, files in os.walk(os.path.join(root, folder)):
        for name in sorted(files):
            if name.endswith(('.h', '.cpp')):
                path = os.path.join(dirpath, name)
                with open(path, encoding='utf-8') as f:
                    yield os.path.relpath(path, root), name, list(enumerate(f, 1))
