RSpec.describe Plumbing::Dispatcher do
  let(:calendar) { Plumbing::WorkingCalendar.new }
  let(:ann) { Plumbing::Engineer.new(name: "Ann Lowe", trades: %i[plumbing drainage], districts: %w[LS6 LS16]) }
  let(:bob) do
    Plumbing::Engineer.new(name: "Bob Shaw", trades: %i[plumbing gas], districts: %w[LS],
                           gas_safe_expires: Date.new(2024, 3, 5))
  end
  let(:cat) do
    Plumbing::Engineer.new(name: "Cat Ives", trades: %i[gas], districts: %w[LS6 BD1],
                           gas_safe_expires: Date.new(2025, 1, 31), days: %i[monday wednesday friday saturday])
  end
  let(:dispatcher) { described_class.new([ann, bob, cat], calendar: calendar) }

  it "offers only engineers who work that day, hold the trade and cover the postcode" do
    expect(dispatcher.candidates(job("J300", :leak), day(0))).to eq([ann, bob])
    expect(dispatcher.candidates(job("J301", :leak, postcode: "LS7 3AA"), day(0))).to eq([bob])
    expect(dispatcher.candidates(job("J302", :blocked_drain, postcode: "BD1 1AA"), day(0))).to eq([])
  end

  it "sends gas work only to engineers registered on the day" do
    expect(dispatcher.candidates(job("J303", :boiler_service), day(1))).to eq([bob])
    expect(dispatcher.candidates(job("J304", :boiler_service), day(2))).to eq([cat])
  end

  it "prefers a local engineer and books the job" do
    booking = dispatcher.assign(job("J305", :tap_replacement), on: day(0))
    expect(booking.engineer).to be(ann)
    expect(booking.slot).to eq(:am)
    expect(booking.job.state).to eq(:booked)
    expect(dispatcher.bookings).to eq([booking])
  end

  it "fills mornings first, then afternoons" do
    slots = Array.new(6) { |i| dispatcher.assign(job("J31#{i}", :tap_replacement), on: day(0)) }
    expect(slots.map(&:engineer).uniq).to eq([ann])
    expect(slots.map(&:slot)).to eq(%i[am am am pm pm pm])
  end

  it "moves on to the next engineer when the local one is full" do
    6.times { |i| dispatcher.assign(job("J32#{i}", :tap_replacement), on: day(0)) }
    booking = dispatcher.assign(job("J330", :tap_replacement), on: day(0))
    expect(booking.engineer).to be(bob)
    expect(booking.slot).to eq(:am)
  end

  it "returns nil when nobody has room" do
    12.times { |i| dispatcher.assign(job("J34#{i}", :leak), on: day(0)) }
    expect(dispatcher.assign(job("J360", :leak), on: day(0))).to be_nil
  end

  it "books routine work on the first working day with room" do
    6.times { |i| dispatcher.assign(job("J37#{i}", :blocked_drain), on: day(0)) }
    booking = dispatcher.assign_earliest(job("J380", :blocked_drain), from: day(0))
    expect(booking.date).to eq(day(1))
    weekend = dispatcher.assign_earliest(job("J381", :blocked_drain), from: day(5))
    expect(weekend.date).to eq(day(7))
  end

  it "sends emergencies out at the weekend when someone is working" do
    booking = dispatcher.assign_earliest(job("J382", :no_heating, postcode: "BD1 4QQ"), from: day(5))
    expect(booking.engineer).to be(cat)
    expect(booking.date).to eq(day(5))
  end

  it "gives up on an emergency nobody can reach today" do
    expect(dispatcher.assign_earliest(job("J383", :no_heating, postcode: "BD1 4QQ"), from: day(6))).to be_nil
  end

  it "lists jobs still waiting for an engineer" do
    booked = job("J390", :leak)
    waiting = job("J391", :leak, postcode: "HX1 1AA")
    dispatcher.assign(booked, on: day(0))
    dispatcher.assign(waiting, on: day(0))
    expect(dispatcher.unassigned([booked, waiting])).to eq([waiting])
  end
end
