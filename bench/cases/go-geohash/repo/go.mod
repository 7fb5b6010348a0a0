module github.com/mmcloughlin/geohash
