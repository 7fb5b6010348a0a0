<?php

declare(strict_types=1);

namespace Dotworks\Brailler;

/** One six-dot braille cell; dot n is bit n-1 of the mask, as in Unicode braille. */
final class Cell
{
    private function __construct(private int $mask)
    {
    }

    public static function dots(int ...$dots): self
    {
        $mask = 0;
        foreach ($dots as $dot) {
            if ($dot < 1 || $dot > 6) {
                throw new \InvalidArgumentException("no dot $dot in a six-dot cell");
            }
            $mask |= 1 << ($dot - 1);
        }
        return new self($mask);
    }

    public static function blank(): self
    {
        return new self(0);
    }

    public function isBlank(): bool
    {
        return $this->mask === 0;
    }

    /** The dots raised, in order. */
    public function raised(): array
    {
        $dots = [];
        for ($dot = 1; $dot <= 6; $dot++) {
            if ($this->mask & (1 << ($dot - 1))) {
                $dots[] = $dot;
            }
        }
        return $dots;
    }

    public function toUnicode(): string
    {
        return mb_chr(0x2800 + $this->mask, 'UTF-8');
    }

    /** @param Cell[] $cells */
    public static function toText(array $cells): string
    {
        return implode('', array_map(static fn (Cell $c): string => $c->toUnicode(), $cells));
    }
}
