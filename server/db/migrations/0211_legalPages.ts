import type { Kysely, Migration } from 'kysely';
import { f, title } from '../../../src/resources/fields';
import type { Dialect } from '../connect';
import { createResourceTable, dropResourceTable } from './resourceTable';

/** The legal pages' fields, written out: a migration keeps its meaning. */
const FIELDS = [
  title(),
  f.choice('slug', ['terms', 'privacy', 'refund-policy', 'contact'], {
    required: true,
    unique: true,
    list: true,
  }),
  f.richText('content', { required: true, searchable: true }),
  f.datetime('updated_at', { readOnly: true, list: true, sortable: true }),
];

const DRAFT =
  '<p><strong>Draft for the course provider to review and complete.</strong> This page was written as a ' +
  'starting point for a UK online course provider. Replace the details in square brackets, check it against ' +
  'how you run your business, and take legal advice where you are unsure. Edit it in the console under ' +
  'Content, Legal pages.</p>';

/** Draft texts for a UK online course shop: sensible defaults, each the provider's to edit. */
const PAGES: { slug: string; title: string; content: string }[] = [
  {
    slug: 'terms',
    title: 'Terms',
    content: `${DRAFT}
<h2>Who we are</h2>
<p>MindWell Academy is run by [legal name], a company registered in England and Wales (company number [number]), whose registered office is at [address]. You can reach us as our Contact page says.</p>
<h2>These terms</h2>
<p>These terms apply when you create an account, buy a course, bundle, certificate or product, or study with us. Please read them, with our Privacy notice and Refund policy, before you buy.</p>
<h2>Buying from us</h2>
<ul>
<li>Prices are in pounds sterling and include VAT where it applies. The price you pay is the one shown in your basket when you check out.</li>
<li>Your order is accepted when your payment is confirmed; we then send you a receipt by email.</li>
<li>We take payment by card through our payment provider; we never see or keep your full card number.</li>
</ul>
<h2>Access to courses</h2>
<p>A course you buy is yours to study online, at your own pace, for as long as we offer it and for at least [12 months] from the day you buy it. Your account is for you alone: please do not share your sign-in or the course materials.</p>
<h2>Your right to cancel</h2>
<p>Under the Consumer Contracts Regulations 2013 you may cancel a purchase of digital content within 14 days. At checkout we ask your express consent to give you access straight away and your acknowledgement that you lose this right once you start. You may therefore cancel within 14 days of paying as long as you have not started the course: not opened one of its lessons (a free preview apart), completed a lesson or begun its exam. Our Refund policy explains how, and what applies to bundles, certificates and posted items.</p>
<h2>Certificates</h2>
<p>A certificate is issued when you pass a course's final exam, at the level the course offers. We may revoke a certificate issued in error, or when the order that paid for the course is refunded.</p>
<h2>Our courses and your wellbeing</h2>
<p>Our courses teach about mental health; they are not therapy, diagnosis or a substitute for professional care. If you are in crisis, call 999 or go to A&amp;E, or call Samaritans free on 116 123.</p>
<h2>Our responsibility to you</h2>
<p>We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. Nothing in these terms limits your rights as a consumer, including under the Consumer Rights Act 2015, or our liability where the law does not allow it to be limited.</p>
<h2>Changes to these terms</h2>
<p>We may update these terms; the version that applies to a purchase is the one in force when you made it.</p>
<h2>The law</h2>
<p>These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland you may also bring proceedings in your local courts.</p>`,
  },
  {
    slug: 'privacy',
    title: 'Privacy',
    content: `${DRAFT}
<h2>Who looks after your information</h2>
<p>[Legal name] ("we") is the controller of the personal data described here, under the UK General Data Protection Regulation and the Data Protection Act 2018. [Registered with the Information Commissioner's Office under number [number].]</p>
<h2>What we collect and why</h2>
<ul>
<li><strong>Your account</strong>: name, email address and password (stored only as a secure hash), to give you access to what you buy (our contract with you).</li>
<li><strong>Your orders</strong>: what you bought, prices, payment references and, for posted items, your delivery address, to supply them and because tax law requires us to keep records (legal obligation).</li>
<li><strong>Your learning</strong>: lessons completed, exam attempts and results, notes and certificates, to run your courses and issue certificates (contract).</li>
<li><strong>Messages</strong> you send us, to answer them (legitimate interests).</li>
</ul>
<p>We do not sell your information, and we send marketing emails only if you have agreed to them.</p>
<h2>Who we share it with</h2>
<p>Our payment provider [Stripe] (to take payments), our email provider [name] (to send receipts and account emails) and our hosting provider [name]. Each acts on our instructions. Where information leaves the UK, it is protected by adequacy regulations or the ICO's approved contract terms.</p>
<h2>How long we keep it</h2>
<p>Your account and learning records while your account is open, and certificates so they can be verified. Order and payment records for six years after the end of the financial year they belong to, as HMRC requires.</p>
<h2>Cookies</h2>
<p>We use one cookie that keeps you signed in, which the site needs to work. We use no advertising or tracking cookies.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your information (your account page also lets you download it), to correct it, to delete it, to restrict or object to how we use it, and to take it elsewhere. Contact us as our Contact page says; we answer within one month. You may also complain to the Information Commissioner's Office at ico.org.uk or on 0303 123 1113.</p>`,
  },
  {
    slug: 'refund-policy',
    title: 'Refund policy',
    content: `${DRAFT}
<h2>Cancelling within 14 days</h2>
<p>You may cancel an order within 14 days of paying for it, as long as you have not started what it bought, and we refund you in full straight away. Go to your Dashboard, then Orders, open the order and choose <strong>Cancel and refund</strong>. The refund goes back to the card you paid with; your bank usually shows it within 5 to 10 working days.</p>
<h2>What counts as starting</h2>
<ul>
<li><strong>A course</strong>: opening one of its lessons (a free preview apart), completing a lesson, or beginning its exam.</li>
<li><strong>A bundle</strong>: starting any course in it.</li>
<li><strong>A certificate</strong>: the certificate being issued to you.</li>
<li><strong>A download</strong>: it is supplied when you buy it.</li>
</ul>
<p>At checkout you agreed to have access straight away and acknowledged that you lose the right to cancel once you start, as the Consumer Contracts Regulations 2013 allow.</p>
<h2>Posted items</h2>
<p>You can cancel an order with posted items from your Orders page until we send them. After that you have 14 days from the day they arrive to tell us you wish to cancel, and a further 14 days to send them back to [returns address]; we refund you within 14 days of receiving them, including the standard delivery charge. Please keep proof of postage.</p>
<h2>If something is wrong</h2>
<p>If a course or download is faulty or not as described, you are entitled under the Consumer Rights Act 2015 to have it put right or replaced, or to a refund in part or in full. Tell us as our Contact page says, and we will help.</p>`,
  },
  {
    slug: 'contact',
    title: 'Contact',
    content: `${DRAFT}
<h2>Get in touch</h2>
<ul>
<li>Email: [email address]</li>
<li>Telephone: [telephone number], [opening hours]</li>
<li>Post: [legal name], [address]</li>
</ul>
<p>We answer emails within two working days.</p>
<h2>Orders, refunds and complaints</h2>
<p>Please give your order number. If you are not happy with how we have dealt with a complaint, you may contact an approved alternative dispute resolution provider, [name].</p>
<h2>Need support now?</h2>
<p>We cannot give crisis support. If you or someone else is in danger, call 999. For someone to talk to, call Samaritans free on 116 123, any time.</p>`,
  },
];

/** The legal pages: Terms, Privacy, Refund policy and Contact, made with draft texts to edit. */
export const legalPages = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await createResourceTable(db, dialect, 'legal_pages', FIELDS);
    const at = new Date().toISOString();
    await (db as Kysely<Record<string, Record<string, unknown>>>)
      .insertInto('legal_pages')
      .values(PAGES.map((page) => ({ ...page, created_at: at, updated_at: at })))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropResourceTable(db, dialect, 'legal_pages', FIELDS);
  },
});
