from setuptools import setup


setup(
    setup_requires=['pbr>=3.0', 'setuptools>=61'],
    pbr=True,
    long_description_content_type='text/markdown; charset=UTF-8',
    keywords=['munch', 'dict', 'mapping', 'container', 'collection'],
    python_requires=">=3.6",
)
