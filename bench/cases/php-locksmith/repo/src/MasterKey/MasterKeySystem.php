<?php

declare(strict_types=1);

namespace Locksmith\MasterKey;

/**
 * A master-keyed suite for one building: every door's cylinder is opened by its own change key,
 * by the master key of its section, and by the grand master key.
 */
final class MasterKeySystem
{
    /** @var array<string, true> */
    private array $masters = [];

    /** @var array<string, string> master key of each change key */
    private array $changeKeys = [];

    /** @var array<string, string> change key of each door */
    private array $doors = [];

    public function __construct(public readonly string $grandMaster)
    {
    }

    public function addMaster(string $key): void
    {
        $this->assertNewKey($key);
        $this->masters[$key] = true;
    }

    public function addChangeKey(string $key, string $master): void
    {
        $this->assertNewKey($key);
        if (!isset($this->masters[$master])) {
            throw new \InvalidArgumentException("No master key '$master' in this suite");
        }
        $this->changeKeys[$key] = $master;
    }

    public function fitCylinder(string $door, string $changeKey): void
    {
        if (!isset($this->changeKeys[$changeKey])) {
            throw new \InvalidArgumentException("No change key '$changeKey' in this suite");
        }
        $this->doors[$door] = $changeKey;
    }

    /**
     * @return string[] the keys that open a door: its change key, its master, the grand master
     */
    public function keysFor(string $door): array
    {
        $changeKey = $this->doors[$door] ?? throw new \InvalidArgumentException("No door '$door' in this suite");

        return [$changeKey, $this->changeKeys[$changeKey], $this->grandMaster];
    }

    public function opens(string $key, string $door): bool
    {
        return in_array($key, $this->keysFor($door), true);
    }

    /**
     * @return string[] the doors a key opens, sorted
     */
    public function doorsOpenedBy(string $key): array
    {
        $doors = [];
        foreach (array_keys($this->doors) as $door) {
            if ($this->opens($key, (string) $door)) {
                $doors[] = (string) $door;
            }
        }
        sort($doors);

        return $doors;
    }

    private function assertNewKey(string $key): void
    {
        if ($key === $this->grandMaster || isset($this->masters[$key]) || isset($this->changeKeys[$key])) {
            throw new \InvalidArgumentException("Key '$key' is already in this suite");
        }
    }
}
