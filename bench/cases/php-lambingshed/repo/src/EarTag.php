<?php

declare(strict_types=1);

namespace Lambing;

use InvalidArgumentException;

/**
 * A UK sheep ear tag: country code UK, a 0, the six-digit flock mark and a five-digit individual number,
 * printed as "UK0 123456 00042". The last four digits are the management number painted on the fleece.
 */
final class EarTag
{
    private function __construct(
        public readonly string $flockMark,
        public readonly int $individual,
    ) {
    }

    public static function parse(string $text): self
    {
        $compact = strtoupper(preg_replace('/[\s-]+/', '', $text) ?? '');
        if (!preg_match('/^UK0(\d{6})(\d{5})$/', $compact, $m)) {
            throw new InvalidArgumentException(sprintf('Not a UK ear tag: "%s"', $text));
        }

        return self::of($m[1], (int) $m[2]);
    }

    public static function of(string $flockMark, int $individual): self
    {
        if (!preg_match('/^\d{6}$/', $flockMark)) {
            throw new InvalidArgumentException(sprintf('Flock mark must be six digits, got "%s"', $flockMark));
        }
        if ($individual < 1 || $individual > 99999) {
            throw new InvalidArgumentException(sprintf('Individual number out of range: %d', $individual));
        }

        return new self($flockMark, $individual);
    }

    public function next(): self
    {
        return self::of($this->flockMark, $this->individual + 1);
    }

    public function managementNumber(): string
    {
        return sprintf('%04d', $this->individual % 10000);
    }

    public function equals(self $other): bool
    {
        return $this->flockMark === $other->flockMark && $this->individual === $other->individual;
    }

    public function __toString(): string
    {
        return sprintf('UK0 %s %05d', $this->flockMark, $this->individual);
    }
}
