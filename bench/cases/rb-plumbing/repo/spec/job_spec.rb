RSpec.describe Plumbing::Job do
  it "takes its trade, estimate and default priority from the kind" do
    leak = job("J100", :leak)
    expect(leak.trade).to eq(:plumbing)
    expect(leak.estimate_minutes).to eq(60)
    expect(leak.priority).to eq(:emergency)
    expect(leak.gas?).to be(false)
    expect(job("J101", :boiler_service).gas?).to be(true)
  end

  it "lets the office override the priority" do
    expect(job("J102", :tap_replacement, priority: :urgent).priority).to eq(:urgent)
    expect { job("J103", :tap_replacement, priority: :whenever) }.to raise_error(Plumbing::Error)
  end

  it "rejects unknown kinds" do
    expect { job("J104", :roofing) }.to raise_error(Plumbing::Error, /unknown job kind/)
  end

  it "moves through its states and records when" do
    j = job("J105", :blocked_drain)
    j.book!(at(day(0), 8)).attend!(at(day(0), 11)).complete!(at(day(0), 12, 30))
    expect(j.state).to eq(:completed)
    expect(j.history.map(&:first)).to eq(%i[logged booked attended completed])
    expect(j.attended_at).to eq(at(day(0), 11))
    expect(j.open?).to be(false)
  end

  it "refuses transitions that skip a step" do
    j = job("J106", :leak)
    expect { j.attend!(at(day(0), 10)) }.to raise_error(Plumbing::Error, /cannot go from logged to attended/)
    j.cancel!(at(day(0), 10))
    expect { j.book!(at(day(0), 11)) }.to raise_error(Plumbing::Error)
  end
end
