<?php

declare(strict_types=1);

namespace Dotworks\Brailler;

/** Lays braille out on pages for the embosser: numbered pages, separated by form feeds. */
final class Embosser
{
    private Translator $translator;

    public function __construct(private Layout $layout)
    {
        $this->translator = new Translator();
    }

    /** @return list<list<list<Cell>>> the lines of each page */
    public function pages(string $text): array
    {
        $lines = LineBreaker::wrap($this->translator->translate($text), $this->layout->cellsPerLine());
        $pages = array_chunk($lines, $this->layout->textLinesPerPage());
        if ($this->layout->pageNumbers()) {
            foreach ($pages as $i => $page) {
                array_unshift($pages[$i], $this->pageNumberLine($i + 1));
            }
        }
        return $pages;
    }

    public function emboss(string $text): string
    {
        $pages = array_map(
            static fn (array $page): string => implode("\n", array_map([Cell::class, 'toText'], $page)),
            $this->pages($text),
        );
        return implode("\f", $pages);
    }

    /** @return list<Cell> the page number, right-aligned on a line of blanks */
    private function pageNumberLine(int $number): array
    {
        $cells = $this->translator->word((string) $number);
        $width = $this->layout->cellsPerLine();
        return array_merge(array_fill(0, $width - count($cells), Cell::blank()), $cells);
    }
}
