<?php

declare(strict_types=1);

namespace Haulage;

/**
 * A UK postcode, split into its outward code (IV2) and inward code (3AB).
 */
final class Postcode
{
    private function __construct(
        public readonly string $outward,
        public readonly string $inward,
    ) {
    }

    public static function parse(string $text): self
    {
        $compact = strtoupper(preg_replace('/\s+/', '', $text) ?? '');
        if (!preg_match('/^([A-Z]{1,2}[0-9][0-9A-Z]?)([0-9][A-Z]{2})$/', $compact, $m)) {
            throw new \InvalidArgumentException("Not a postcode: '$text'");
        }

        return new self($m[1], $m[2]);
    }

    /** The postcode area: the leading letters of the outward code (IV, G, EH). */
    public function area(): string
    {
        preg_match('/^[A-Z]+/', $this->outward, $m);

        return $m[0];
    }

    public function __toString(): string
    {
        return $this->outward . ' ' . $this->inward;
    }
}
