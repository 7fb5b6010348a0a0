<?php

declare(strict_types=1);

namespace Dotworks\Brailler;

/** The shape of an embossed page: cells to a line, lines to a page, page numbers. */
final class Layout
{
    public const MIN_CELLS = 12;

    private static ?Layout $standard = null;

    public function __construct(
        private int $cellsPerLine = 40,
        private int $linesPerPage = 25,
        private bool $pageNumbers = true,
    ) {
        if ($cellsPerLine < self::MIN_CELLS) {
            throw new \InvalidArgumentException("a line needs at least " . self::MIN_CELLS . " cells");
        }
        if ($linesPerPage < 2) {
            throw new \InvalidArgumentException('a page needs at least two lines');
        }
    }

    /** The standard 11 by 11.5 inch braille page, 40 cells by 25 lines, shared by every caller. */
    public static function standard(): self
    {
        return self::$standard ??= new self();
    }

    public function cellsPerLine(): int
    {
        return $this->cellsPerLine;
    }

    public function linesPerPage(): int
    {
        return $this->linesPerPage;
    }

    public function pageNumbers(): bool
    {
        return $this->pageNumbers;
    }

    /** Lines of text on a page, the first line going to the page number when there is one. */
    public function textLinesPerPage(): int
    {
        return $this->pageNumbers ? $this->linesPerPage - 1 : $this->linesPerPage;
    }

    public function withLinesPerPage(int $lines): self
    {
        return new self($this->cellsPerLine, $lines, $this->pageNumbers);
    }

    public function withoutPageNumbers(): self
    {
        return new self($this->cellsPerLine, $this->linesPerPage, false);
    }
}
