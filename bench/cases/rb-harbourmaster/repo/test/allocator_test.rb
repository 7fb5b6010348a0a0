require "test_helper"

class AllocatorTest < Minitest::Test
  include Fixtures

  def setup
    @alloc = Harbour::Allocator.new(berths)
  end

  def booking(vessel, from, to, power: false)
    Harbour::Booking.new(vessel: vessel, arrive: from, depart: to, shore_power: power)
  end

  def test_smallest_berth_that_fits
    assert_equal "B4", @alloc.allocate(booking(dunlin, march(10), march(12))).berth.to_s
    assert_equal "A1", @alloc.allocate(booking(curlew, march(10), march(12))).berth.to_s
    assert_equal "A2", @alloc.allocate(booking(skylark, march(10), march(12))).berth.to_s
  end

  def test_next_berth_up_when_taken
    @alloc.allocate(booking(curlew, march(10), march(12)))
    other = Harbour::Vessel.new(name: "Petrel", loa: 9.0, beam: 3.1, draught: 1.5)
    assert_equal "A2", @alloc.allocate(booking(other, march(11), march(13))).berth.to_s
    # after Curlew has gone, A1 is free again
    puffin = Harbour::Vessel.new(name: "Puffin", loa: 9.2, beam: 3.0, draught: 1.4)
    assert_equal "A1", @alloc.allocate(booking(puffin, march(12), march(14))).berth.to_s
  end

  def test_shore_power
    assert_equal "A2", @alloc.allocate(booking(tern_small, march(10), march(11), power: true)).berth.to_s
    assert_raises(Harbour::Error) { @alloc.allocate(booking(tern, march(10), march(11), power: true)) }
  end

  def test_no_berth
    @alloc.allocate(booking(tern, march(10), march(12)))
    assert_raises(Harbour::Error) { @alloc.allocate(booking(tern, march(11), march(12))) }
  end

  def test_cancel_and_on
    b = @alloc.allocate(booking(curlew, march(10), march(12)))
    @alloc.allocate(booking(skylark, march(11), march(12)))
    assert_equal %w[Curlew Skylark], @alloc.on(march(11)).map { |x| x.vessel.name }
    @alloc.cancel(b)
    assert_nil b.berth
    assert_equal %w[Skylark], @alloc.on(march(11)).map { |x| x.vessel.name }
  end

  private

  def tern_small
    Harbour::Vessel.new(name: "Little Tern", loa: 11.0, beam: 4.0, draught: 0.9, kind: :multihull)
  end
end
