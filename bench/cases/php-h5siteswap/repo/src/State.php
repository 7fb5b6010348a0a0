<?php

declare(strict_types=1);

namespace Juggling;

/**
 * Which of the coming beats a ball is due to land on, the nearest first:
 * "11100" for three balls in the cascade, "11010" before the 5 of "51".
 */
final class State
{
    /** @var list<bool> */
    private array $landings;

    /**
     * @param list<bool> $landings
     */
    private function __construct(array $landings)
    {
        $this->landings = $landings;
    }

    public static function ground(int $balls, int $length): self
    {
        $length = max($length, $balls);

        return new self(array_merge(array_fill(0, $balls, true), array_fill(0, $length - $balls, false)));
    }

    public static function empty(int $length): self
    {
        return new self(array_fill(0, max($length, 1), false));
    }

    public static function parse(string $text): self
    {
        if (!preg_match('/^[01]+$/', $text)) {
            throw new InvalidPattern(sprintf('"%s" is not a state', $text));
        }

        return new self(array_map(static fn (string $c): bool => $c === '1', str_split($text)));
    }

    public function balls(): int
    {
        return count(array_filter($this->landings));
    }

    public function length(): int
    {
        return count($this->landings);
    }

    /**
     * Can a ball be thrown to land +height+ beats from now?
     */
    public function canThrow(int $height): bool
    {
        $landing = $this->landings[0] ?? false;
        if (!$landing) {
            return $height === 0;
        }

        return $height > 0 && !($this->landings[$height] ?? false);
    }

    /**
     * The state one beat later, after a throw of +height+.
     */
    public function throw(int $height): self
    {
        if (!$this->canThrow($height)) {
            throw new InvalidPattern(sprintf('A %d cannot be thrown from %s', $height, $this));
        }

        return $this->throwAnything($height);
    }

    /**
     * Like throw(), but a ball may come from nowhere: used to build up a state.
     */
    public function throwAnything(int $height): self
    {
        $next = array_slice($this->landings, 1);
        $length = max($this->length(), $height);
        $next = array_pad($next, $length, false);
        if ($height > 0) {
            $next[$height - 1] = true;
        }

        return new self($next);
    }

    /**
     * The same state written to +length+ beats.
     */
    public function padded(int $length): self
    {
        return new self(array_pad($this->landings, max($length, $this->length()), false));
    }

    public function equals(self $other): bool
    {
        $length = max($this->length(), $other->length());

        return $this->padded($length)->landings === $other->padded($length)->landings;
    }

    public function __toString(): string
    {
        return implode('', array_map(static fn (bool $b): string => $b ? '1' : '0', $this->landings));
    }
}
