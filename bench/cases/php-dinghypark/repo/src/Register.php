<?php

declare(strict_types=1);

namespace Clubhouse\Dinghypark;

/** The boats kept in the park, in the order they were registered. */
final class Register
{
    /** @var list<Boat> */
    private array $boats = [];

    public function add(Boat $boat): void
    {
        $this->boats[] = $boat;
    }

    public function find(string $sail): ?Boat
    {
        foreach ($this->boats as $boat) {
            if (SailNumber::same($boat->sail, $sail)) {
                return $boat;
            }
        }
        return null;
    }

    /** @return list<Boat> */
    public function ownedBy(string $owner): array
    {
        return array_values(array_filter($this->boats, static fn (Boat $b): bool => $b->owner === $owner));
    }

    public function count(): int
    {
        return count($this->boats);
    }
}
