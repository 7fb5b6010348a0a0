<?php

declare(strict_types=1);

namespace StudioNine\DancePasses;

final class Money
{
    private function __construct(public readonly int $cents)
    {
    }

    public static function cents(int $cents): self
    {
        return new self($cents);
    }

    public static function parse(string $text): self
    {
        if (!preg_match('/^(\d+)(?:\.(\d{2}))?$/', trim($text), $m)) {
            throw new \InvalidArgumentException("not an amount: {$text}");
        }
        return new self((int) $m[1] * 100 + (int) ($m[2] ?? 0));
    }

    public function plus(self $other): self
    {
        return new self($this->cents + $other->cents);
    }

    public function times(int $count): self
    {
        return new self($this->cents * $count);
    }

    public function format(): string
    {
        return sprintf('£%d.%02d', intdiv($this->cents, 100), $this->cents % 100);
    }
}
