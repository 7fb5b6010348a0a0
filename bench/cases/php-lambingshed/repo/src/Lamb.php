<?php

declare(strict_types=1);

namespace Lambing;

use DateTimeImmutable;
use InvalidArgumentException;
use LogicException;

final class Lamb
{
    public const EWE = 'ewe';
    public const TUP = 'tup';

    private ?EarTag $tag = null;
    private ?DateTimeImmutable $diedAt = null;
    private ?string $deathCause = null;
    private ?EarTag $fosteredTo = null;

    /**
     * @param string $id the dam's management number and the birth order, e.g. "0042/2", until the lamb is tagged
     */
    public function __construct(
        public readonly string $id,
        public readonly EarTag $dam,
        public readonly string $sex,
        public readonly float $birthWeightKg,
        public readonly DateTimeImmutable $bornAt,
    ) {
        if ($sex !== self::EWE && $sex !== self::TUP) {
            throw new InvalidArgumentException(sprintf('Lamb sex must be "ewe" or "tup", got "%s"', $sex));
        }
        if ($birthWeightKg <= 0.0 || $birthWeightKg > 12.0) {
            throw new InvalidArgumentException(sprintf('Implausible birth weight: %s kg', $birthWeightKg));
        }
    }

    public function tagWith(EarTag $tag): void
    {
        if ($this->tag !== null) {
            throw new LogicException(sprintf('Lamb %s is already tagged %s', $this->id, $this->tag));
        }
        $this->tag = $tag;
    }

    public function tag(): ?EarTag
    {
        return $this->tag;
    }

    public function die(DateTimeImmutable $at, string $cause): void
    {
        if ($this->diedAt !== null) {
            throw new LogicException(sprintf('Lamb %s is already recorded dead', $this->id));
        }
        if ($at < $this->bornAt) {
            throw new InvalidArgumentException(sprintf('Lamb %s cannot die before it was born', $this->id));
        }
        $this->diedAt = $at;
        $this->deathCause = $cause;
    }

    public function diedAt(): ?DateTimeImmutable
    {
        return $this->diedAt;
    }

    public function deathCause(): ?string
    {
        return $this->deathCause;
    }

    /** Stillborn lambs are written up as dying at the moment they were born. */
    public function isStillborn(): bool
    {
        return $this->diedAt !== null && $this->diedAt == $this->bornAt;
    }

    public function isAliveAt(DateTimeImmutable $at): bool
    {
        return $at >= $this->bornAt && ($this->diedAt === null || $this->diedAt > $at);
    }

    public function fosterTo(EarTag $ewe): void
    {
        if ($ewe->equals($this->dam)) {
            throw new InvalidArgumentException(sprintf('Lamb %s cannot be fostered to its own dam', $this->id));
        }
        $this->fosteredTo = $ewe;
    }

    /** The ewe rearing the lamb: its foster mother if it was set on one, else its dam. */
    public function rearedBy(): EarTag
    {
        return $this->fosteredTo ?? $this->dam;
    }
}
