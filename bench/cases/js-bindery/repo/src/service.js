'use strict';

const { toJob, toCustomer } = require('./mapper');
const { jobPrice, isRush } = require('./pricing');

function createJobService(store) {
  function loadJob(jobId) {
    const row = store.get('jobs', jobId);
    if (!row) {
      throw new Error(`no job ${jobId}`);
    }
    return toJob(row);
  }

  function loadCustomer(customerId) {
    const row = store.get('customers', customerId);
    if (!row) {
      throw new Error(`no customer ${customerId}`);
    }
    return toCustomer(row);
  }

  function quote(jobId) {
    const job = loadJob(jobId);
    const customer = loadCustomer(job.customerId);
    return {
      jobId: job.id,
      title: job.title,
      rush: isRush(job),
      pence: jobPrice(job, { trade: customer.trade }),
    };
  }

  function statement(customerId) {
    const customer = loadCustomer(customerId);
    const lines = store
      .find('jobs', (row) => row.customer_id === customerId)
      .map(toJob)
      .sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : a.id - b.id))
      .map((job) => ({ jobId: job.id, title: job.title, pence: jobPrice(job, { trade: customer.trade }) }));
    return {
      customer: customer.name,
      lines,
      totalPence: lines.reduce((sum, line) => sum + line.pence, 0),
    };
  }

  return { quote, statement };
}

module.exports = { createJobService };
